package dev.singletable.processor.model;

import java.util.List;
import java.util.Locale;
import java.util.Set;

/** How generated members are named after the record and its components. */
public final class Names {

  private Names() {}

  /** {@code Follow} -> {@code follows}, {@code Reply} -> {@code replies}, {@code Match} -> {@code matches}. */
  public static String plural(String simpleName) {
    String lower = decapitalize(simpleName);
    String l = lower.toLowerCase(Locale.ROOT);
    if (l.endsWith("s") || l.endsWith("x") || l.endsWith("z") || l.endsWith("ch") || l.endsWith("sh")) {
      return lower + "es";
    }
    if (l.length() > 1 && l.endsWith("y") && "aeiou".indexOf(l.charAt(l.length() - 2)) < 0) {
      return lower.substring(0, lower.length() - 1) + "ies";
    }
    return lower + "s";
  }

  /**
   * The methods every repository has, and those of {@code Object}: a listing name must be none of
   * these.
   */
  public static final Set<String> REPOSITORY_METHODS = Set.of("create", "put", "get", "exists", "delete",
      "getAll", "putAll", "importAll", "deleteAll", "tableName", "getByKey", "existsByKey", "deleteByKey",
      "pageOf", "countOf", "update", "updateByKey",
      "streamOf", "recountByKey", "equals", "hashCode", "toString", "getClass", "notify",
      "notifyAll", "wait", "clone", "finalize");

  /** The listing's page method: {@code chosen} if given, else {@code followsOfFollower}. */
  public static String listing(String chosen, String simpleName, String endComponent) {
    return chosen.isEmpty() ? plural(simpleName) + "Of" + capitalize(endComponent) : chosen;
  }

  /** {@code followsOfFollower} -> {@code streamFollowsOfFollower}. */
  public static String stream(String listing) {
    return "stream" + capitalize(listing);
  }

  /** {@code followsOfFollower} -> {@code countFollowsOfFollower}. */
  public static String count(String listing) {
    return "count" + capitalize(listing);
  }

  /** The page, stream and count methods of the listing whose page method is {@code listing}. */
  public static List<String> listingMethods(String listing) {
    return List.of(listing, stream(listing), count(listing));
  }

  /** A node repository's recount of its counter {@code followers}: {@code recountFollowers}. */
  public static String nodeRecount(String counter) {
    return "recount" + capitalize(counter);
  }

  /** The counted edge repository's recount of the {@code User} counter {@code followers}: {@code recountUserFollowers}. */
  public static String edgeRecount(String node, String counter) {
    return "recount" + node + capitalize(counter);
  }

  /** {@code followerId} -> {@code BY_FOLLOWER_ID}. */
  public static String listingField(String endComponent) {
    return "BY_" + endComponent.replaceAll("([a-z0-9])([A-Z])", "$1_$2").toUpperCase(Locale.ROOT);
  }

  /** {@code Follow} -> {@code follow}; a leading acronym is lowered whole: {@code URLRecord} -> {@code urlRecord}. */
  public static String decapitalize(String name) {
    int upper = 0;
    while (upper < name.length() && Character.isUpperCase(name.charAt(upper))) {
      upper++;
    }
    if (upper > 1 && upper < name.length()) {
      upper--;
    }
    return name.substring(0, upper).toLowerCase(Locale.ROOT) + name.substring(upper);
  }

  public static String capitalize(String name) {
    return name.isEmpty() ? name : Character.toUpperCase(name.charAt(0)) + name.substring(1);
  }
}
