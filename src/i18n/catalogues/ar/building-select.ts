import type { Translation } from '../../catalogue.ts';
import type { BuildingSelectMessages } from '../../../ui/building-select-strings.ts';

export default {
  allBuildings: 'كل المباني',
  buildingLabel: 'المبنى',
} satisfies Translation<BuildingSelectMessages>;
