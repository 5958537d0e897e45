import { FUN_SECTIONS, type FunSection } from '@kinora/domain';

/** The remembered section, if it is still one of ours (a stale or edited value falls back to the first). */
export function readFunSection(stored: string | null): FunSection {
  return FUN_SECTIONS.find((section) => section === stored) ?? FUN_SECTIONS[0];
}
