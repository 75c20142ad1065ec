import texts from 'virtual:texts/itemPopup';
import { addEnglishTexts } from '../../lib/i18n/texts.ts';

/** The English of the shared item popups' texts (`itemPopup.*`), loaded with the popups (decision 0030). */
addEnglishTexts(texts);
