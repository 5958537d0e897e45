/**
 * Loads the page again, which then comes whole in the new language: `<html lang dir>` from the server, every
 * text, date and number (a language is chosen once per page load: docs/decisions/016). A module of its own so a
 * test can stand in for it (jsdom cannot reload).
 */
export function reloadPage(): void {
  window.location.reload();
}
