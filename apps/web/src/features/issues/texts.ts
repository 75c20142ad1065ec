import texts from 'virtual:texts/issue';
import { addEnglishTexts } from '../../lib/i18n/texts.ts';

/** The English of the issues' texts (`issue.*`), loaded with the chunks that show them (decision 0030). */
addEnglishTexts(texts);
