import texts from 'virtual:texts/resources';
import { addEnglishTexts } from '../../../lib/i18n/texts.ts';

/** The English of the Resources pages (knowledge base, what's new ...), loaded with their chunk (decision 0030). */
addEnglishTexts(texts);
