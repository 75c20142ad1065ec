import texts from 'virtual:texts/vto';
import { addEnglishTexts } from '../../lib/i18n/texts.ts';

/** The English of the V/TO's texts, loaded with the chunks that show them (decision 0030). */
addEnglishTexts(texts);
