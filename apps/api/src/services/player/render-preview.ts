import { escapeHtml } from '../../lib/html';
import type { PreviewFacts } from './title-preview';

/** One pass through the four scenes; then it loops, like a trailer on repeat. */
export const PREVIEW_CYCLE_SECONDS = 24;
const SCENES = 4;

/**
 * A URL that can sit inside CSS `url('...')` in a style attribute, or null. HTML escaping is no help there: the
 * browser decodes `&#39;` back to a quote before CSS reads it. So only characters that cannot end the string or
 * the url() pass, and anything else drops the picture.
 */
function cssSafeUrl(url: string | null): string | null {
  return url !== null && /^[A-Za-z0-9._~:/?#@!$&*+,;=%-]+$/.test(url) ? url : null;
}

/**
 * The preview as one self-contained HTML page: four scenes (title over the backdrop, poster and tagline, the
 * story, the cast) cross-fading on a loop, a slow zoom on the backdrop and a progress bar. Pure CSS animation, no
 * script, so the page's own CSP can forbid scripts outright. Every catalogue text is escaped: it is untrusted.
 * A viewer who asked for reduced motion gets the first scene, still.
 */
export function renderPreviewHtml(facts: PreviewFacts): string {
  const e = escapeHtml;
  const sceneSeconds = PREVIEW_CYCLE_SECONDS / SCENES;
  const meta = [facts.year, ...facts.genres].filter(Boolean).map((m) => e(m as string));
  const facts2 = [
    facts.rating !== null ? `★ ${facts.rating.toFixed(1)}` : null,
    facts.minutes ? `${facts.minutes} min` : null,
  ].filter((f): f is string => f !== null);
  const backdropUrl = cssSafeUrl(facts.backdropUrl);
  const backdrop = backdropUrl
    ? `<div class="backdrop" style="background-image:url('${backdropUrl}')"></div>`
    : '';
  const poster = facts.posterUrl
    ? `<img class="poster" src="${e(facts.posterUrl)}" alt="">`
    : `<div class="poster poster-blank">${e(facts.title)}</div>`;

  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${e(facts.title)} — Kinora preview</title>
<style>
*{box-sizing:border-box;margin:0}
html,body{height:100%;overflow:hidden;background:hsl(${facts.hue} 45% 8%);color:#f4f4f8;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
.stage{position:relative;width:100%;height:100%;overflow:hidden;background:radial-gradient(circle at 70% 30%,hsl(${facts.hue} 60% 28%),hsl(${facts.hue} 45% 8%) 70%)}
.backdrop{position:absolute;inset:0;background-size:cover;background-position:center;animation:zoom ${PREVIEW_CYCLE_SECONDS}s ease-in-out infinite alternate;opacity:.85}
.shade{position:absolute;inset:0;background:linear-gradient(to top,rgb(0 0 0/.85),rgb(0 0 0/.25) 55%,rgb(0 0 0/.45))}
.scene{position:absolute;inset:0;display:flex;flex-direction:column;justify-content:flex-end;padding:6vw 7vw 9vw;opacity:0;animation:scene ${PREVIEW_CYCLE_SECONDS}s linear infinite backwards}
.scene:nth-of-type(2){animation-delay:${sceneSeconds}s}.scene:nth-of-type(3){animation-delay:${2 * sceneSeconds}s}.scene:nth-of-type(4){animation-delay:${3 * sceneSeconds}s}
.badge{position:absolute;top:3.5vw;left:4vw;z-index:2;font-size:max(11px,1.6vw);letter-spacing:.12em;text-transform:uppercase;color:hsl(${facts.hue} 90% 80%);text-shadow:0 1px 2px #000}
h1{font-size:max(20px,6vw);line-height:1.05;font-weight:800;text-shadow:0 2px 12px rgb(0 0 0/.6);animation:rise ${sceneSeconds}s ease-out infinite}
.meta{margin-top:1.6vw;font-size:max(12px,2vw);color:#d6d6e0;letter-spacing:.04em}
.row{flex-direction:row;align-items:flex-end;gap:4vw}
.poster{width:22vw;aspect-ratio:2/3;object-fit:cover;border-radius:1vw;box-shadow:0 1vw 3vw rgb(0 0 0/.6)}
.poster-blank{display:grid;place-items:center;padding:1vw;text-align:center;font-weight:700;font-size:2vw;background:hsl(${facts.hue} 40% 22%)}
.tagline{font-size:max(16px,3.6vw);font-style:italic;line-height:1.2;max-width:60vw}
.facts{margin-top:1.4vw;font-size:max(12px,2.2vw);color:hsl(${facts.hue} 90% 82%)}
.story{font-size:max(13px,2.6vw);line-height:1.45;max-width:80vw;text-shadow:0 1px 6px rgb(0 0 0/.7)}
.label{font-size:max(11px,1.7vw);text-transform:uppercase;letter-spacing:.14em;color:#b9b9c8;margin-bottom:1vw}
.cast{font-size:max(16px,3.8vw);font-weight:700;line-height:1.2}
.end{margin-top:2vw;font-size:max(12px,2vw);color:#d6d6e0}
.progress{position:absolute;left:0;bottom:0;height:max(3px,.5vw);width:100%;background:hsl(${facts.hue} 90% 65%);transform-origin:left;animation:progress ${PREVIEW_CYCLE_SECONDS}s linear infinite}
@keyframes scene{0%{opacity:0}3%{opacity:1}22%{opacity:1}25%{opacity:0}100%{opacity:0}}
@keyframes zoom{from{transform:scale(1)}to{transform:scale(1.12) translateX(-2%)}}
@keyframes rise{from{transform:translateY(1.5vw)}30%{transform:none}}
@keyframes progress{from{transform:scaleX(0)}to{transform:scaleX(1)}}
@media (prefers-reduced-motion:reduce){*{animation:none!important}.scene:first-of-type{opacity:1}.progress{display:none}}
</style></head>
<body><main class="stage" aria-label="${e(facts.title)}: Kinora preview">
${backdrop}<div class="shade"></div>
<p class="badge">▶ Kinora preview${facts.episodeLine ? ` · ${e(facts.episodeLine)}` : ''}</p>
<section class="scene"><h1>${e(facts.title)}</h1><p class="meta">${meta.join(' · ')}</p></section>
<section class="scene row">${poster}<div><p class="tagline">${e(facts.tagline ?? facts.title)}</p><p class="facts">${facts2.join(' · ')}</p></div></section>
<section class="scene"><p class="label">The story</p><p class="story">${e(facts.overview || 'No overview yet.')}</p></section>
<section class="scene">${
    facts.cast.length > 0
      ? `<p class="label">Starring</p><p class="cast">${facts.cast.map(e).join(' · ')}</p>`
      : `<p class="cast">${e(facts.title)}</p>`
  }<p class="end">${facts.episodeLine ? `${e(facts.episodeLine)} · ` : ''}Now on Kinora</p></section>
<div class="progress"></div>
</main></body></html>`;
}
