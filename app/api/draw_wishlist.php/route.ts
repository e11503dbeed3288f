import { endpoint } from "@/lib/server/http/endpoint";
import { setWishlist } from "@/lib/server/draws/people";
import { wishlistSchema } from "@/lib/validations/draw";
import { parseInput } from "@/lib/validations/parse";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint("draw_wishlist", {
  POST: async ({ input }) => {
    await setWishlist(parseInput(wishlistSchema, input));
    return {};
  },
});
