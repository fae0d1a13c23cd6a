import { describe, expect, it } from 'vitest';
import { CONTENT_SECURITY_POLICY } from '../http/http-transport';
import { hardenSession } from './harden-session';

// Issue 14, Electron checklist: permission and device handlers deny all. Electron cannot run here, so a fake
// session records what hardenSession registers and the test calls each handler as Electron would.
type Fn = (...args: unknown[]) => unknown;

function fakeSession() {
  const handlers: Record<string, Fn> = {};
  const events: Record<string, Fn> = {};
  const s = {
    webRequest: { onHeadersReceived: (f: Fn) => (handlers['headers'] = f) },
    setPermissionRequestHandler: (f: Fn) => (handlers['request'] = f),
    setPermissionCheckHandler: (f: Fn) => (handlers['check'] = f),
    setDevicePermissionHandler: (f: Fn) => (handlers['device'] = f),
    setBluetoothPairingHandler: (f: Fn) => (handlers['bluetooth'] = f),
    on: (event: string, f: Fn) => (events[event] = f),
  };
  hardenSession(s as unknown as Electron.Session);
  return { handlers, events };
}

describe("every window's session (Electron permission and device handlers)", () => {
  it('refuses every permission request and check, whatever the permission', () => {
    const { handlers } = fakeSession();
    for (const permission of ['media', 'geolocation', 'notifications', 'clipboard-read', 'fullscreen', 'openExternal', 'hid', 'serial', 'usb']) {
      const answers: unknown[] = [];
      handlers['request']!({}, permission, (granted: unknown) => answers.push(granted), {});
      expect(answers, permission).toEqual([false]);
      expect(handlers['check']!({}, permission, 'app://sightline', {}), permission).toBe(false);
    }
  });

  it('denies every device and Bluetooth pairing, and cancels the HID, serial and USB choosers', () => {
    const { handlers, events } = fakeSession();
    expect(handlers['device']!({ deviceType: 'usb', origin: 'app://sightline', device: {} })).toBe(false);
    const paired: unknown[] = [];
    handlers['bluetooth']!({ deviceId: 'x', pairingKind: 'confirm' }, (r: unknown) => paired.push(r));
    expect(paired).toEqual([{ confirmed: false }]);
    for (const [event, args, expected] of [
      ['select-hid-device', [{ deviceList: [{ deviceId: 'a' }] }], []],
      ['select-usb-device', [{ deviceList: [{ deviceId: 'a' }] }], []],
      ['select-serial-port', [[{ portId: 'a' }], {}], ['']],
    ] as const) {
      let prevented = false;
      const chosen: unknown[][] = [];
      events[event]!({ preventDefault: () => (prevented = true) }, ...args, (...picked: unknown[]) => chosen.push(picked));
      expect(prevented, event).toBe(true);
      expect(chosen, event).toEqual([expected]);
    }
  });

  it("adds the app's Content-Security-Policy to every response, keeping its other headers", () => {
    const { handlers } = fakeSession();
    const answered: unknown[] = [];
    handlers['headers']!({ responseHeaders: { 'Content-Type': ['text/html'] } }, (r: unknown) => answered.push(r));
    expect(answered).toEqual([{ responseHeaders: { 'Content-Type': ['text/html'], 'Content-Security-Policy': [CONTENT_SECURITY_POLICY] } }]);
  });
});
