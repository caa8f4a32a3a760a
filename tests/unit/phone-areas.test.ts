/**
 * libphonenumber's place and zone tables, as the send window reads them: the longest prefix the data has wins,
 * a country without a table has no place, and each table is decoded once per process, not once per number.
 */
import { deserialize } from "bson";
import { parsePhoneNumberFromString } from "libphonenumber-js/max";
import { areaPlace, areaTimeZones } from "@/lib/compliance/phone-areas";

jest.mock("bson", () => {
  const actual = jest.requireActual<typeof import("bson")>("bson");
  return { ...actual, deserialize: jest.fn(actual.deserialize) };
});

const number = (e164: string) => parsePhoneNumberFromString(e164)!;

it("names the place of the longest prefix the data has: a town where it has one, else the area's state", async () => {
  expect(await areaPlace(number("+12813751234"))).toBe("Brookshire, TX");
  expect(await areaPlace(number("+12019999999"))).toBe("New Jersey");
  // Singapore: the package has no table of places.
  expect(await areaPlace(number("+6561234567"))).toBeNull();
});

it("gives the zones of the number's prefix, several where the area spans them", async () => {
  expect(await areaTimeZones(number("+12125550100"))).toEqual(["America/New_York"]);
  expect(await areaTimeZones(number("+19075550100"))).toEqual(["America/Adak", "America/Anchorage"]);
});

it("decodes each table once, however many numbers it is asked about", async () => {
  const numbers = ["+12125550100", "+13125550100", "+14155550199", "+17135550100"].map(number);
  for (let round = 0; round < 25; round++)
    for (const each of numbers) {
      await areaPlace(each);
      await areaTimeZones(each);
    }
  // North America's places and the zones: two tables, whatever the tests above asked first.
  expect(jest.mocked(deserialize)).toHaveBeenCalledTimes(2);
});
