package dev.singletable.processor.model;

import java.util.ArrayList;
import java.util.List;

/**
 * One listing of a repository: the edges from one source, or (over the inverted index) into one
 * target.
 *
 * @param methodName the method that gives the listing, e.g. {@code followsOfFollower} or a name
 *     chosen in {@code @Edge}
 * @param fieldName the repository's constant that describes the listing, e.g. {@code BY_FOLLOWER}
 * @param inverted whether it lists by target over the inverted index
 * @param prefixFields the repository's constants of the listing with the first {@code k} components of a
 *     composite sort key fixed, for {@code k} from 1 to n-1, e.g. {@code BY_TICKET_1} (the type of the
 *     sort component after them is theirs); empty for a single target
 */
public record ListingModel(String methodName, String fieldName, boolean inverted, List<String> prefixFields) {

  /** A listing of one sort id: of a single target, or into the target. */
  public ListingModel(String methodName, String fieldName, boolean inverted) {
    this(methodName, fieldName, inverted, List.of());
  }

  /** Its constants in the repository's wiring: {@code fieldName}, then the {@code prefixFields}. */
  public List<String> specFields() {
    List<String> all = new ArrayList<>(List.of(fieldName));
    all.addAll(prefixFields);
    return List.copyOf(all);
  }
}
