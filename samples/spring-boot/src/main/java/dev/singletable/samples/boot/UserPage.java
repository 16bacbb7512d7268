package dev.singletable.samples.boot;

import java.util.List;

/**
 * One page of a listing as the API answers it: the user ids, and the cursor that asks for the next
 * page ({@code ?cursor=}), or null on the last.
 */
public record UserPage(List<String> items, String nextCursor) {

  public UserPage {
    items = List.copyOf(items);
  }
}
