import { z } from 'zod';
import { simulatorOrder } from './simulator-order.ts';

export const listSimulatorOrdersResponse = z.array(simulatorOrder);
