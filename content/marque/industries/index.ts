import type { TopicPage } from "../../types";
import { breweries } from "./breweries";
import { cigarLounges } from "./cigar-lounges";
import { distilleries } from "./distilleries";
import { firearmsDealers } from "./firearms-dealers";
import { gunRanges } from "./gun-ranges";
import { huntingOutfitters } from "./hunting-outfitters";
import { outdoorRecreation } from "./outdoor-recreation";
import { sportingGoodsStores } from "./sporting-goods-stores";
import { tacticalGear } from "./tactical-gear";
import { tobaccoShops } from "./tobacco-shops";
import { wineBars } from "./wine-bars";

/** The audiences this hub sells to, one page each at /industries/{slug}, in the order the index lists them. */
export const industries: readonly TopicPage[] = [
  cigarLounges,
  tobaccoShops,
  wineBars,
  breweries,
  distilleries,
  gunRanges,
  firearmsDealers,
  huntingOutfitters,
  sportingGoodsStores,
  outdoorRecreation,
  tacticalGear,
];
