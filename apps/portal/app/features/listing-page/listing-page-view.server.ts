import type { Schemas } from "@griya/api-client/schema";
import { formatDate } from "@griya/domain/format";
import { agentHref, listingTypeLabel, photoView, priceView } from "../../components/public/listing-card-view.server";
import type { ListingPageView } from "./listing-page-view";

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
    videos: listing.videos.map((video) => ({ youtubeId: video.youtube_id, url: video.url })),
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
