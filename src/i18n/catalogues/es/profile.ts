import type { Translation } from '../../catalogue.ts';
import type { ProfileMessages } from '../../../features/account/profile-strings.ts';

export default {
  email: 'Correo electrónico',
  role: 'Rol',
  manager: 'Administrador del edificio',
  frontDesk: 'Recepción del edificio',
  sessionEnds: 'Sesión iniciada hasta',
  loading: 'Cargando…',
  frontDeskHint: 'Convierta esta tableta en la recepción de un edificio desde Mis edificios.',
  pictureAlt: (name) => `Foto de ${name}`,
  changePicture: 'Cambiar foto',
  pictureUploading: 'Subiendo…',
  pictureSaved: '¡Guardado correctamente!',
  pictureTooLarge: 'Esta foto pesa más de 1 MB (1.048.576 bytes). Elija una más pequeña.',
  pictureOffline: 'No hay conexión: solo se puede subir una foto con conexión. No se envió nada.',
} satisfies Translation<ProfileMessages>;
