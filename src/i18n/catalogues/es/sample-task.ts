import type { Translation } from '../../catalogue.ts';
import type { SampleTaskMessages } from '../../../state/sample-task-strings.ts';

export default {
  taskName: 'Tarea de ejemplo: revisar el tablón de anuncios del vestíbulo',
  extraInformation: 'Aquí aparecen las tareas de hOM. Abra una para leer los detalles y márquela como completada cuando esté hecha.',
  building: 'Edificio de ejemplo',
} satisfies Translation<SampleTaskMessages>;
