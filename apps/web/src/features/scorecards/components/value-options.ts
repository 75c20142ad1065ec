import {
  UNIT_DISPLAY,
  UNITS_OF_MEASURE,
  VALUE_SCALE_SUFFIXES,
  VALUE_SCALES,
} from '@cairn/domain/scorecards/scorecards.constants';

/** The scale picker's options: "Thousand (k)". Measurables and the V/TO's plan numbers use them. */
export const SCALE_OPTIONS = VALUE_SCALES.map((value) => ({
  value,
  label: VALUE_SCALE_SUFFIXES[value] ? `${value} (${VALUE_SCALE_SUFFIXES[value]})` : value,
}));

/** The unit picker's options, by their labels. */
export const UNIT_OPTIONS = UNITS_OF_MEASURE.map((value) => ({ value, label: UNIT_DISPLAY[value].label }));
