import de from '@cairn/domain/i18n/locales/de.json';
import { createReader } from '../lib/i18n/reader.ts';
import { showTexts } from '../lib/i18n/texts.ts';

/**
 * Shows the German pack's texts, without i18next or the language call: a component's German in a
 * test. The web tests share one module graph, so a file that calls this shows English again after
 * (`showTexts(null)` in its afterEach).
 */
export function showGermanTexts(): void {
  showTexts(createReader('de', (key) => (de as Record<string, string>)[key]));
}
