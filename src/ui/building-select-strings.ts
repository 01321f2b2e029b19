// Texts of every building choice (building-select.tsx). Translated in
// src/i18n/catalogues/<language>/building-select.ts.
import { defineMessages } from '../i18n/catalogue.ts';

const BUILDING_SELECT_EN = {
  allBuildings: 'All buildings',
  buildingLabel: 'Building',
} as const;

export type BuildingSelectMessages = typeof BUILDING_SELECT_EN;
export const BUILDING_SELECT_STRINGS = defineMessages('building-select', BUILDING_SELECT_EN);
