// The buildings the Contact hOM select offers: the manager's buildings, or a building admin's own
// (the server scopes /buildings/ by buildingId). Cached, so the dialog also works offline.
import { createCachedResource } from '../../state/cached-resource.ts';

export interface MessageBuilding {
  id: number;
  name: string;
}

export interface MessageBuildingsParams {
  buildingId: number | null;
}

export const messageBuildingsResource = createCachedResource<MessageBuilding[], MessageBuildingsParams>({
  name: 'message-buildings',
  path: '/building-manager/buildings/',
  // The same body the dashboard sends for "all buildings", so either screen's copy serves offline.
  body: ({ buildingId }) => (buildingId ? { buildingId } : {}),
});
