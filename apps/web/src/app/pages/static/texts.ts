import texts from 'virtual:texts/static';
import { addEnglishTexts } from '../../../lib/i18n/texts.ts';

/** The English of Cairn's static pages (about, contact, legal), loaded with their chunks (decision 0030). */
addEnglishTexts(texts);
