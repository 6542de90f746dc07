// Hardware resources (spec 001 §7 Public/HardwareResources): the catalogue's documents by model, or
// by a device's serial number, which tells what model it is and nothing about whose device it is.
import { NotFoundError } from '../../lib/errors';
import { hardwareDocument, hardwareResources } from './hardware-resources';
import type { HardwareRepository } from './hardware.repository';

export function createHardwareService(repo: HardwareRepository) {
  return {
    byModel(modelId: number) {
      const list = hardwareResources(modelId);
      if (!list) throw new NotFoundError(`Device model ${modelId} was not found.`);
      return list;
    },

    async bySerial(serial: string) {
      const modelId = await repo.modelOfSerial(serial);
      const list = modelId === null ? null : hardwareResources(modelId);
      if (!list) throw new NotFoundError(`Device ${serial} was not found.`);
      return list;
    },

    document(modelId: number, typeId: number): string {
      const html = hardwareDocument(modelId, typeId);
      if (!html) throw new NotFoundError('No such document.');
      return html;
    },
  };
}
export type HardwareService = ReturnType<typeof createHardwareService>;
