import { ListingCard } from "../../../components/public/listing-card";
import type { ListingCardView } from "../../../components/public/listing-card-view";
import { FavouriteButton } from "./favourite-button";

type Props = {
  cards: ListingCardView[];
  signedIn: boolean;
  /** The cards' heading level under the page's own headings. */
  headingLevel?: 2 | 3;
};

/** Result cards with their heart, as the search and agent pages list them. */
export function FavouritableListingGrid({ cards, signedIn, headingLevel = 2 }: Props) {
  return (
    <ol className="listing-grid">
      {cards.map((card, index) => (
        <li key={card.uuid}>
          <ListingCard
            listing={card}
            index={index}
            headingLevel={headingLevel}
            action={
              <FavouriteButton uuid={card.uuid} title={card.title} isFavourite={card.isFavourite} signedIn={signedIn} />
            }
          />
        </li>
      ))}
    </ol>
  );
}
