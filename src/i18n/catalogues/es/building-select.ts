import type { Translation } from '../../catalogue.ts';
import type { BuildingSelectMessages } from '../../../ui/building-select-strings.ts';

export default {
  allBuildings: 'Todos los edificios',
  buildingLabel: 'Edificio',
} satisfies Translation<BuildingSelectMessages>;
