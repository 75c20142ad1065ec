/** Sets a cookie in jsdom (the test set-up clears them after each test). */
export function setCookie(name: string, value: string): void {
  // biome-ignore lint/suspicious/noDocumentCookie: tests play the server that sets cookies.
  document.cookie = `${name}=${value}; path=/`;
}
