import texts from 'virtual:texts/personPicker';
import { addEnglishTexts } from '../../lib/i18n/texts.ts';

/** The English of the person pickers' texts (`personPicker.*`), loaded with the pickers (decision 0030). */
addEnglishTexts(texts);
