// Planted: the shell importing the root of shared-contracts.
import { readPageGlobals } from '@amb/shared-contracts';

export const globals = readPageGlobals;
