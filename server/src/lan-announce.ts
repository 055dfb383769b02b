/**
 * LAN mode's announcement: where a phone on the same network opens the H5, with a QR code of the first address for
 * the phone's camera or WeChat's scanner (drawn with block characters, light modules as full blocks, so it reads on a
 * dark terminal).
 */
import qrcode from 'qrcode-generator';

function terminalQr(text: string): string {
  const code = qrcode(0, 'L');
  code.addData(text, 'Byte');
  code.make();
  return code.createASCII(1, 2);
}

/** The LAN lines of the start banner; empty when not in LAN mode or no network address was found. */
export function lanAnnouncement(lanUrls: readonly string[], lan: boolean): string {
  if (!lan) return '';
  if (lanUrls.length === 0) return 'LAN mode: no network address found (is the machine on a network?)\n\n';
  const first = `${lanUrls[0]}/`;
  return (
    `On a phone on the same network: ${lanUrls.map((u) => `${u}/`).join('   ')}\n` +
    `(sign-in and the API accept these addresses; the phone and this machine must share the network)\n\n` +
    `${terminalQr(first)}\n\n`
  );
}
