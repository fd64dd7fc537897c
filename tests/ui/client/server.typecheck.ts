/**
 * The pages' server calls are checked against the server's exports: each
 * `@ts-expect-error` below is a call the client's type check must refuse
 * (`tsc -p src/ui/client`, part of `npm test`, fails when it no longer does).
 * Never run, only type-checked.
 */
import type { SidebarReply, WizardInfo } from '../../../src/ui/protocol';
import { call } from '../../../src/ui/client/server';

export async function checks(): Promise<void> {
  // The reply has the server function's type.
  const info: WizardInfo = await call('wizardInfo');
  const reply: SidebarReply = await call('sidebarRun', 'makePairing', 3, true);
  void info;
  void reply;
  // @ts-expect-error a name that is no top-level function of the server
  await call('wizardInformation');
  // @ts-expect-error wizardInfo takes no arguments
  await call('wizardInfo', 'nl');
  // @ts-expect-error the reply of wizardInfo is no SidebarReply
  const wrong: SidebarReply = await call('wizardInfo');
  void wrong;
  // @ts-expect-error a private function (its name ends in _): google.script.run refuses it
  await call('menuItem_', 'updateStandings');
  // @ts-expect-error sidebarSetAbsence takes round, name and reason
  await call('sidebarSetAbsence', 3);
}
