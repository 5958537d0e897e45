import { CHAT, type ChatContextEntry, type ChatTitle, type MediaType } from '@kinora/domain';

/** One exchange as the page shows it and the tab remembers it (sessionStorage `chatHistory`). */
export interface ChatEntry {
  query: string;
  /** The answer's words: its intro, or what it says when nothing fits. */
  datatext: string;
  contentType: MediaType;
  data: ChatTitle[];
  /** Who answered, e.g. "deepseek-r1" or "Kinora's built-in recommender". */
  engine?: string;
}

/** The remembered conversation; anything unreadable starts a new one. */
export function readConversation(stored: string | null): ChatEntry[] {
  if (!stored) return [];
  try {
    const parsed: unknown = JSON.parse(stored);
    return Array.isArray(parsed) ? parsed.filter(isEntry) : [];
  } catch {
    return [];
  }
}

function isEntry(value: unknown): value is ChatEntry {
  const entry = value as ChatEntry;
  return (
    typeof entry === 'object' &&
    entry !== null &&
    typeof entry.query === 'string' &&
    typeof entry.datatext === 'string' &&
    Array.isArray(entry.data)
  );
}

/** An answer joins the conversation unless the same answer text is already in it (a repeated question). */
export function appendAnswer(entries: readonly ChatEntry[], entry: ChatEntry): ChatEntry[] {
  return entries.some((e) => e.datatext === entry.datatext) ? [...entries] : [...entries, entry];
}

/** The context a question carries: the last 6 exchanges, with only what a follow-up needs of each title. */
export function contextOf(entries: readonly ChatEntry[]): ChatContextEntry[] {
  return entries.slice(-CHAT.CONTEXT_ENTRIES).map((entry) => ({
    query: entry.query,
    datatext: entry.datatext.slice(0, CHAT.MAX_CONTEXT_TEXT_CHARS),
    contentType: entry.contentType,
    data: entry.data.slice(0, CHAT.MAX_CONTEXT_TITLES).map((title) => ({
      id: title.id,
      media_type: title.media_type,
      ...(title.title ? { title: title.title } : {}),
      ...(title.name ? { name: title.name } : {}),
    })),
  }));
}

/** A key made once per question, so a retried question is recorded once (letters, digits and '-'). */
export function newRequestId(): string {
  return crypto.randomUUID();
}
