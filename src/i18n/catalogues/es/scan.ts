import type { Translation } from '../../catalogue.ts';
import type { ScanMessages } from '../../../ui/scan/scan-strings.ts';

export default {
  scanner: 'Escáner',
  camera: 'Cámara',
  starting: 'Iniciando la cámara…',
  aim: 'Coloque el código QR del pase dentro del recuadro.',
  torch: 'Linterna',
  sound: 'Sonido',
  on: 'Sí',
  off: 'No',
  stop: 'Dejar de escanear',
  tryAgain: 'Reintentar',
  result: 'Resultado del escaneo',
  cameraOff: {
    denied: 'Cámara no disponible: este navegador no tiene permiso para usarla. Permita la cámara para este sitio en la configuración del navegador y vuelva a intentarlo.',
    absent: 'Cámara no disponible: este dispositivo no tiene cámara para escanear.',
    busy: 'Cámara no disponible: otra aplicación la está usando. Cierre esa aplicación y vuelva a intentarlo.',
    unsupported: 'Cámara no disponible: este navegador no puede usar la cámara en esta página.',
    failed: 'Cámara no disponible: no se pudo iniciar.',
  },
} satisfies Translation<ScanMessages>;
