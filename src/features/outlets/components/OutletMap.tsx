// The map chunk: Leaflet, react-leaflet and Leaflet's CSS load only when a shopper opens a map.
import { divIcon } from 'leaflet';
import { useRef } from 'react';
import 'leaflet/dist/leaflet.css';
import { MapContainer, Marker, TileLayer, Tooltip } from 'react-leaflet';
import { useTexts } from '../../../i18n/TextsContext';
import './OutletMap.css';

// A CSS pin: Leaflet's default marker images are resolved from its CSS path and break under webpack.
const pin = divIcon({ className: 'outlet-map__pin', html: '<span></span>', iconSize: [30, 42], iconAnchor: [15, 42] });

const OSM_ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

export interface OutletMapProps {
  lat: number;
  lon: number;
  name: string;
  tileUrl: string;
  /** Called when the first screenful of tiles is settled and not one of them could be drawn. */
  onTilesFailed: () => void;
}

/** Counts the drawn tiles of the first screenful: Leaflet's `load` also fires when every tile failed. */
function useTileOutcome(onTilesFailed: () => void) {
  const drawn = useRef(0);
  const settled = useRef(false);
  return {
    tileload: () => {
      drawn.current += 1;
    },
    load: () => {
      if (settled.current) return;
      settled.current = true;
      if (drawn.current === 0) onTilesFailed();
    },
  };
}

export default function OutletMap({ lat, lon, name, tileUrl, onTilesFailed }: OutletMapProps) {
  const { t } = useTexts();
  const tileEvents = useTileOutcome(onTilesFailed);
  return (
    <MapContainer className="outlet-map" center={[lat, lon]} zoom={16} scrollWheelZoom={false}>
      <TileLayer url={tileUrl} attribution={tileUrl.includes('openstreetmap') ? OSM_ATTRIBUTION : undefined} eventHandlers={tileEvents} />
      <Marker position={[lat, lon]} icon={pin} title={name} alt={t('news.outlet.onMap', { name })} keyboard={false}>
        {/* Named on the map itself, so the pin still says where it is when the tiles cannot load. */}
        <Tooltip permanent direction="top" offset={[0, -42]}>
          {name}
        </Tooltip>
      </Marker>
    </MapContainer>
  );
}
