import type { Schemas } from "@griya/api-client/schema";
import { formatDate } from "@griya/domain/format";
import { agentHref, listingTypeLabel, photoView, priceView } from "../../components/public/listing-card-view.server";
import type { FrameView, ListingPageView } from "./listing-page-view";

type Detail = Schemas["MarketplaceListingDetail"];

const number = (value: number) => value.toLocaleString("id-ID");

/** Every fact the agent filled, in the order a buyer reads them; empty ones are left out. */
export function listingFacts(listing: Detail): ListingPageView["facts"] {
  const facts: ListingPageView["facts"] = [
    { label: "Tipe properti", value: listing.property_type.name },
    { label: "Transaksi", value: listingTypeLabel(listing.listing_type) },
  ];
  const add = (label: string, value: string | number | null | undefined, unit = "") => {
    if (value !== null && value !== undefined && value !== "") {
      facts.push({ label, value: typeof value === "number" ? `${number(value)}${unit}` : value });
    }
  };
  add("Kamar tidur", listing.bedroom);
  add("Kamar mandi", listing.bathroom);
  add("Luas bangunan", listing.building_size, " m²");
  add("Luas tanah", listing.land_size, " m²");
  add("Sertifikat", listing.certificate?.name);
  add("Perabotan", listing.furnishing_status?.name);
  add("Jumlah lantai", listing.total_floor);
  add("Lantai", listing.floor);
  add("Daya listrik", listing.electrical_power, " VA");
  if (listing.hoek !== null) add("Posisi hoek", listing.hoek ? "Ya" : "Tidak");
  add("No. listing", listing.listing_number);
  return facts;
}

/** "Carport (2 mobil)", "Kolam renang". */
export function facilityText({ name, amount, uom_name }: Detail["facilities"][number]): string {
  if (amount === null) return name;
  return `${name} (${number(amount)}${uom_name ? ` ${uom_name}` : ""})`;
}

const VIDEO_ALLOW = "accelerometer; autoplay; encrypted-media; gyroscope; picture-in-picture";
// Tours turn with the phone's motion sensors and may go full screen or into VR.
const TOUR_ALLOW = "accelerometer; gyroscope; magnetometer; fullscreen; xr-spatial-tracking";

/** YouTube videos through the privacy-enhanced player, its thumbnail as the poster. */
export function videoFrames(listing: Detail): FrameView[] {
  return listing.videos.map((video, index) => {
    const title = `Video ${index + 1}: ${listing.title}`;
    return {
      src: `https://www.youtube-nocookie.com/embed/${video.youtube_id}?autoplay=1`,
      href: video.url,
      title,
      poster: `https://i.ytimg.com/vi/${video.youtube_id}/hqdefault.jpg`,
      label: `Putar ${title}`,
      allow: VIDEO_ALLOW,
    };
  });
}

/** The 360° tour (the API sends it only when the page may show it, in its embeddable form). */
export function tourFrame(listing: Detail): FrameView | null {
  if (listing.tour_360_url === null) return null;
  return {
    src: listing.tour_360_url,
    href: listing.tour_360_url,
    title: `Tur virtual 360°: ${listing.title}`,
    poster: null,
    label: "Buka tur virtual 360°",
    allow: TOUR_ALLOW,
  };
}

export function listingPageView(listing: Detail): ListingPageView {
  const price = priceView(listing);
  const area = listing.area;
  return {
    uuid: listing.uuid,
    title: listing.title,
    kind: `${listing.property_type.name} · ${listingTypeLabel(listing.listing_type)}`,
    priceText: price.text,
    priceSpoken: price.spoken,
    place: `${area.name}, ${area.city_name}, ${area.province_name}`,
    address: listing.address,
    postedIso: listing.posted_at,
    postedText: `Diposting ${formatDate(listing.posted_at)}`,
    facts: listingFacts(listing),
    facilities: listing.facilities.map(facilityText),
    description: listing.description,
    photos: listing.photos.map(photoView),
    videos: videoFrames(listing),
    tour: tourFrame(listing),
    map: listing.lat !== null && listing.lng !== null ? { lat: listing.lat, lng: listing.lng } : null,
    agent: {
      id: listing.agent.id,
      name: listing.agent.name,
      href: agentHref(listing.agent.id),
      avatarUrl: listing.agent.avatar_url,
      office: listing.agent.agent_office?.name ?? null,
      hasPhone: listing.agent.has_phone,
    },
    isFavourite: listing.is_favourite,
    enquiryMessage: `Halo, saya tertarik dengan "${listing.title}" (No. listing ${listing.listing_number}). Mohon info lebih lanjut.`,
    kprPrice: listing.listing_type === "S" ? listing.price : null,
  };
}
