import texts from 'virtual:texts/styleGuide';
import { addEnglishTexts } from '../../../lib/i18n/texts.ts';

/** The English of the style guide, loaded with its chunk (decision 0030). */
addEnglishTexts(texts);
