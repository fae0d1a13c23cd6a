// What every window's session refuses (issue 14, Electron checklist), apart from main.ts so it can be tested
// without Electron: a test hands it a fake session and calls the handlers it registered.
import { CONTENT_SECURITY_POLICY } from '../http/http-transport';

/**
 * Nothing of the machine is granted to a page: no permission asked or checked, no device (HID, serial, USB,
 * Bluetooth) chosen; every response carries the app's Content-Security-Policy.
 */
export function hardenSession(s: Electron.Session): Electron.Session {
  s.webRequest.onHeadersReceived((details, callback) => {
    callback({ responseHeaders: { ...details.responseHeaders, 'Content-Security-Policy': [CONTENT_SECURITY_POLICY] } });
  });
  s.setPermissionRequestHandler((_wc, _permission, callback) => callback(false));
  s.setPermissionCheckHandler(() => false);
  s.setDevicePermissionHandler(() => false);
  s.setBluetoothPairingHandler((_details, callback) => callback({ confirmed: false }));
  s.on('select-hid-device', (event, _details, callback) => {
    event.preventDefault();
    callback();
  });
  s.on('select-serial-port', (event, _ports, _wc, callback) => {
    event.preventDefault();
    callback('');
  });
  s.on('select-usb-device', (event, _details, callback) => {
    event.preventDefault();
    callback();
  });
  return s;
}
