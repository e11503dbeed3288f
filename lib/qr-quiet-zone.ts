/** The light border around every QR code the app draws, in modules: 4, as ISO/IEC 18004 asks, so phone cameras find it on any background. */
export const QR_QUIET_ZONE = 4;
