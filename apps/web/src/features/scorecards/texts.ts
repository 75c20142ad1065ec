import texts from 'virtual:texts/scorecard';
import { addEnglishTexts } from '../../lib/i18n/texts.ts';

/** The English of scorecards' texts, loaded with the chunks that show them (decision 0030). */
addEnglishTexts(texts);
