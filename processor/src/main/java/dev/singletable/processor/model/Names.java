package dev.singletable.processor.model;

import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/** How generated members are named after the record and its components. */
public final class Names {

  private Names() {}

  /**
   * The plurals that no ending tells, of the last word of a name: {@code Person} -> {@code people},
   * {@code SalesPerson} -> {@code salesPeople}. The word must match whole: {@code Human} ->
   * {@code humans}, {@code Salesperson} -> {@code salespersons}.
   */
  private static final Map<String, String> IRREGULAR = Map.of(
      "person", "people", "man", "men", "woman", "women", "child", "children");

  /**
   * The last words ending in f or fe whose plural ends in ves: {@code Shelf} -> {@code shelves},
   * {@code Knife} -> {@code knives}. Every other word takes s: {@code roofs}, {@code chiefs},
   * {@code beliefs}, {@code safes}.
   */
  private static final Set<String> VES = Set.of(
      "calf", "elf", "half", "knife", "leaf", "life", "loaf", "self", "sheaf", "shelf", "thief", "wife", "wolf");

  /**
   * The lower-camel plural of a record's name, by the rules of regular English plurals applied to its
   * last word: an {@link #IRREGULAR irregular} word, then f or fe -> ves for the {@link #VES words that
   * take it}, consonant + y -> ies, s, x, z, ch, sh -> es, else s. {@code Follow} -> {@code follows},
   * {@code Reply} -> {@code replies}, {@code Match} -> {@code matches}, {@code BookShelf} ->
   * {@code bookShelves}, {@code Person} -> {@code people}. A name these rules get wrong is given its
   * plural with {@code @Edge(accessor = ...)} or {@code @Node(accessor = ...)}.
   */
  public static String plural(String simpleName) {
    String name = decapitalize(simpleName);
    int start = lastWordStart(name);
    String head = name.substring(0, start);
    String word = name.substring(start);
    String l = word.toLowerCase(Locale.ROOT);
    String irregular = IRREGULAR.get(l);
    if (irregular != null) {
      return head + word.charAt(0) + irregular.substring(1);
    }
    if (VES.contains(l)) {
      return head + word.substring(0, word.length() - (l.endsWith("fe") ? 2 : 1)) + "ves";
    }
    if (l.endsWith("s") || l.endsWith("x") || l.endsWith("z") || l.endsWith("ch") || l.endsWith("sh")) {
      return name + "es";
    }
    if (l.length() > 1 && l.endsWith("y") && "aeiou".indexOf(l.charAt(l.length() - 2)) < 0) {
      return name.substring(0, name.length() - 1) + "ies";
    }
    return name + "s";
  }

  /** Where the last camel-case word of a lower-camel name starts: {@code bookShelf} -> 4, {@code userID} -> 4. */
  private static int lastWordStart(String name) {
    int start = name.length() - 1;
    while (start > 0 && !(Character.isUpperCase(name.charAt(start)) && !Character.isUpperCase(name.charAt(start - 1)))) {
      start--;
    }
    return start;
  }

  /**
   * The methods every repository has, and those of {@code Object}: a listing name must be none of
   * these.
   */
  public static final Set<String> REPOSITORY_METHODS = Set.of("create", "put", "get", "exists", "delete",
      "getAll", "putAll", "importAll", "deleteAll", "tableName", "getByKey", "existsByKey", "deleteByKey",
      "listing", "unique", "update", "updateByKey", "recountByKey", "reshard", "reshardTo", "backfill", "backfillOf",
      "key", "keyOf",
      "equals", "hashCode", "toString", "getClass", "notify", "notifyAll", "wait", "clone", "finalize");

  /**
   * The methods a node repository has besides {@link #REPOSITORY_METHODS}: an index's listing must be
   * none of these either.
   */
  public static final Set<String> NODE_REPOSITORY_METHODS = Set.of("collection", "getAllByKeys", "deleteAllByKeys");

  /** A counted edge repository's constant of its counters, which no index's listing spec may take. */
  public static final String COUNTING_FIELD = "COUNTING";

  /** The table class's accessor of a record: {@code chosen} if given, else the plural of {@code simpleName}. */
  public static String accessor(String chosen, String simpleName) {
    return chosen.isEmpty() ? plural(simpleName) : chosen;
  }

  /**
   * The members of every table class, sync and async, and the methods of {@code Object} that take no
   * argument: no accessor may have one of these names (an accessor is a method and a field of its name).
   */
  public static final Set<String> TABLE_MEMBERS = Set.of("context", "tableName", "definition", "modelDescriptor",
      "createIfMissing", "verify", "addMissingIndexes", "batchWrite", "transaction", "read", "getClass", "hashCode",
      "toString", "clone", "finalize", "notify", "notifyAll", "wait");

  /** The listing's page method: {@code chosen} if given, else {@code followsOfFollower}. */
  public static String listing(String chosen, String simpleName, String endComponent) {
    return chosen.isEmpty() ? plural(simpleName) + "Of" + capitalize(endComponent) : chosen;
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

  /**
   * How the keys class's methods of an index start: the index name in lower camel case, its leading
   * capitals lowered as a word ({@code GSI2} -> {@code gsi2}, {@code ByCustomer} -> {@code byCustomer},
   * {@code URLIndex} -> {@code urlIndex}), each {@code _}, {@code -} or {@code .} starting a new word
   * ({@code orders-by-day} -> {@code ordersByDay}), and {@code index} before a leading digit.
   */
  public static String indexMethodStem(String index) {
    StringBuilder stem = new StringBuilder();
    for (String word : index.split("[^A-Za-z0-9]+")) {
      if (!word.isEmpty()) {
        stem.append(stem.length() == 0 ? lowerLeadingWord(word) : capitalize(word));
      }
    }
    return stem.length() == 0 || !Character.isLetter(stem.charAt(0)) ? "index" + capitalize(stem.toString())
        : stem.toString();
  }

  /** {@code GSI3} and 1 -> {@code BY_GSI3_1}: the repository's spec of index {@code GSI3} that fixes one sort component. */
  public static String indexListingField(String index, int fixed) {
    return "BY_" + index.replaceAll("([a-z0-9])([A-Z])", "$1_$2").replaceAll("[^A-Za-z0-9]", "_")
        .toUpperCase(Locale.ROOT) + "_" + fixed;
  }

  /** {@code GSI2} -> {@code gsi2}, {@code URLIndex} -> {@code urlIndex}: a capital before a lower-case letter starts the next word. */
  private static String lowerLeadingWord(String word) {
    int upper = 0;
    while (upper < word.length() && Character.isUpperCase(word.charAt(upper))) {
      upper++;
    }
    if (upper > 1 && upper < word.length() && Character.isLowerCase(word.charAt(upper))) {
      upper--;
    }
    return word.substring(0, upper).toLowerCase(Locale.ROOT) + word.substring(upper);
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
