import type { Translation } from '../../catalogue.ts';
import type { TourMessages } from '../../../features/tour/tour-strings.ts';
import { formatCount } from '../../../primitives/plural.ts';

export default {
  next: 'Siguiente',
  back: 'Atrás',
  skip: 'Saltar la visita',
  done: 'Terminar',
  tourLabel: 'Visita guiada',
  tilesTitle: 'Sus totales',
  tilesBody:
    '«Total de eventos» y «Total de confirmaciones» cuentan los eventos que ya han empezado (un evento recién programado no suma nada hasta que empieza); «Total de usuarios» cuenta los residentes. Todos se refieren a los edificios que ha elegido. «Tareas pendientes» abre su lista de tareas.',
  chartTitle: 'Rendimiento de los eventos',
  chartBody:
    'Cuánto se llenaron sus últimos 10 o 20 eventos (aforo %). Toque un punto para ver ese evento: asistencia, lesiones, valoraciones y comentarios.',
  calendarTitle: 'Calendario de eventos',
  calendarBody:
    'Los eventos y los festivos (sombreados) del mes. Toque un evento, o un día con varios, para abrirlo; cambie de mes con las flechas.',
  sidebarTitle: 'Moverse entre pantallas',
  sidebarBody:
    '«Análisis», «Panel», «Usuarios», «Eventos» (programación, listas y registro en la puerta) y «Cartera» (sus edificios lado a lado, si tiene varios) están siempre aquí, a la izquierda. Ahora está en el panel.',
  menuTitle: 'Su menú',
  menuBody:
    'Bajo su nombre: «Mis tareas», «Mi perfil» y «Mis edificios»; «Contactar con hOM» para escribir al administrador del edificio; «Generar informe de eventos» para obtener un CSV mensual; y «Cerrar sesión».',
  taskTitle: 'Una tarea de ejemplo',
  taskBody:
    'Las tareas de hOM se abren así. Lea los detalles y márquela como completada cuando esté hecha. Este ejemplo no cambia nada.',
  stepOf: (position, total) => `Paso ${formatCount('es', position)} de ${formatCount('es', total)}`,
} satisfies Translation<TourMessages>;
