// What search engines and link previews read about a listing page: title, description, canonical URL, Open
// Graph image and schema.org JSON-LD (a RealEstateListing whose offer names the price in IDR and the place
// offered with its address, floor size and rooms).
import type { Schemas } from "@griya/api-client/schema";
import { pathTo } from "../../paths";
import { publicText } from "../../locales/public";
import type { ListingSeo } from "./listing-meta";
import type { ListingPageView } from "./listing-page-view";

type Detail = Schemas["MarketplaceListingDetail"];

const DESCRIPTION_MAX = 160;

/** At most `max` characters, cut at a word with "…". */
export function clip(text: string, max = DESCRIPTION_MAX): string {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:]+$/, "")}…`;
}

/** schema.org type of the place offered, from the property type's name. */
export function schemaTypeOf(propertyTypeName: string): string {
  const name = propertyTypeName.toLocaleLowerCase("id");
  if (name.includes("apartemen")) return "Apartment";
  if (name.includes("rumah") || name.includes("villa")) return "House";
  if (name.includes("tanah")) return "Place";
  return "Accommodation";
}

export function listingSeo(listing: Detail, view: ListingPageView, origin: string): ListingSeo {
  const canonicalUrl = `${origin}${pathTo("property", { uuid: listing.uuid })}`;
  const absolute = (src: string) => (/^https?:\/\//.test(src) ? src : `${origin}${src}`);
  const imageUrl = listing.photo ? absolute(listing.photo.src) : null;
  const summary = `${view.kind} di ${view.place}, ${view.priceText}.`;
  const description = clip(listing.description ? `${summary} ${listing.description}` : summary);

  const type = schemaTypeOf(listing.property_type.name);
  const place: Record<string, unknown> = {
    "@type": type,
    name: listing.title,
    address: {
      "@type": "PostalAddress",
      ...(listing.address ? { streetAddress: listing.address } : {}),
      addressLocality: listing.area.city_name,
      addressRegion: listing.area.province_name,
      addressCountry: "ID",
    },
  };
  if (listing.lat !== null && listing.lng !== null) {
    place.geo = { "@type": "GeoCoordinates", latitude: listing.lat, longitude: listing.lng };
  }
  if (type !== "Place") {
    const size = listing.building_size ?? listing.land_size;
    if (size !== null) place.floorSize = { "@type": "QuantitativeValue", value: size, unitCode: "MTK" };
    if (listing.bedroom !== null) {
      place.numberOfBedrooms = listing.bedroom;
      place.numberOfRooms = listing.bedroom + (listing.bathroom ?? 0);
    }
    if (listing.bathroom !== null) place.numberOfBathroomsTotal = listing.bathroom;
  }
  const offer: Record<string, unknown> = {
    "@type": "Offer",
    price: listing.price,
    priceCurrency: "IDR",
    availability: "https://schema.org/InStock",
    businessFunction:
      listing.listing_type === "S"
        ? "http://purl.org/goodrelations/v1#Sell"
        : "http://purl.org/goodrelations/v1#LeaseOut",
    itemOffered: place,
  };
  if (listing.rent_period?.months) {
    offer.priceSpecification = {
      "@type": "UnitPriceSpecification",
      price: listing.price,
      priceCurrency: "IDR",
      referenceQuantity: { "@type": "QuantitativeValue", value: listing.rent_period.months, unitCode: "MON" },
    };
  }
  const jsonLd: Record<string, unknown> = {
    "@context": "https://schema.org",
    "@type": "RealEstateListing",
    name: listing.title,
    url: canonicalUrl,
    description,
    datePosted: listing.posted_at,
    ...(view.photos.length > 0 ? { image: view.photos.map((photo) => absolute(photo.src)) } : {}),
    offers: offer,
  };
  return { title: publicText.documentTitle(listing.title), description, canonicalUrl, imageUrl, jsonLd };
}
