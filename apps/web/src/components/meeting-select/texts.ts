import texts from 'virtual:texts/meetingSelect';
import { addEnglishTexts } from '../../lib/i18n/texts.ts';

/** The English of the meeting selects' texts (`meetingSelect.*`), loaded with the selects (decision 0030). */
addEnglishTexts(texts);
