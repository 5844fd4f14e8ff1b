import type { HelpEntry } from '../help-entry.js';

/** The demo brand's help centre in Spanish, translated from EN (help-content.ts). */
export const help: HelpEntry[] = [
  {
    key: 'about',
    title: 'Sobre nosotros',
    html: '<p>Gestionamos un sitio de juegos en línea para adultos: casino, tragamonedas, deportes, lotería y mucho más de varios proveedores de juegos, con depósitos y retiros en rupias nepalíes.</p><p>Nuestro objetivo es el juego limpio, unas reglas claras y unos pagos rápidos y exactos.</p>',
  },
  {
    key: 'terms',
    title: 'Términos y condiciones',
    html: '<h3>Quién puede jugar</h3><p>Debes tener al menos 18 años, o más si así lo exige la ley de tu país, y el juego de apuestas debe ser legal en el lugar donde te encuentres.</p><h3>Tu cuenta</h3><p>Una cuenta por persona. Mantén tu contraseña en secreto; eres responsable de lo que ocurra en tu cuenta.</p><h3>Dinero</h3><p>Los depósitos y retiros quedan registrados en el historial de tu cuenta. Podemos pedirte que verifiques tu identidad antes de un retiro.</p><h3>Juego limpio</h3><p>El abuso, la colusión o el uso de software para obtener ventaja supone el cierre de la cuenta y puede conllevar la pérdida de las ganancias.</p>',
  },
  {
    key: 'privacy',
    title: 'Política de privacidad',
    html: '<p>Conservamos los datos personales que nos facilitas (como tu nombre, número de teléfono y correo electrónico) únicamente para gestionar tu cuenta, procesar los pagos y cumplir nuestras obligaciones legales.</p><p>Las contraseñas se almacenan solo como hashes seguros. Nunca vendemos tus datos.</p>',
  },
  {
    key: 'responsibleGaming',
    title: 'Juego responsable',
    html: '<p>El juego debe ser un entretenimiento, no una forma de ganar dinero. Fija un presupuesto y un límite de tiempo antes de jugar, y nunca intentes recuperar lo perdido.</p><p>Si el juego deja de ser divertido, contacta con atención al cliente para limitar o cerrar tu cuenta.</p>',
  },
  {
    key: 'faq',
    title: 'Preguntas frecuentes',
    html: '<details><summary>¿Cómo me registro?</summary><p>Pulsa Registrarse, rellena el formulario y acepta los términos.</p></details><details><summary>¿Cómo hago un depósito?</summary><p>Abre Depósito en el centro de miembros y elige un canal de pago.</p></details><details><summary>¿Cuánto tardan los retiros?</summary><p>Nuestro equipo financiero revisa los retiros; su estado se muestra en tus registros.</p></details>',
  },
  {
    key: 'contact',
    title: 'Contacto',
    html: '<p>Usa el botón de atención al cliente de cualquier página para comunicarte con nuestro equipo de soporte.</p>',
  },
];
