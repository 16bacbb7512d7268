package dev.singletable.processor.model;

import com.squareup.javapoet.ClassName;
import java.util.Arrays;
import java.util.List;

/**
 * Every kind of top-level type the processor generates, and its name: the record's (or the table's)
 * name and a suffix, in the record's package (the table's classes in the package its records share).
 * The models name their classes through this, so a new kind added here is also one that
 * {@code NameRules} checks.
 */
public enum GeneratedKind {
  /** {@code FollowKeys}, {@code UserKeys}. */
  KEYS("Keys", "its keys", true, true),
  /** {@code FollowMapper}, {@code UserMapper}. */
  MAPPER("Mapper", "its mapper", true, true),
  /** {@code FollowUpdate}: only for a record with attributes to change. */
  UPDATE("Update", "its typed update", true, true),
  /** {@code FollowCondition}, {@code UserCondition}: only for a record with stored non-key components. */
  CONDITION("Condition", "its typed conditions", true, true),
  /** {@code UserCollectionPage}: only for a node that edges of its table start from. */
  COLLECTION("CollectionPage", "its item collection page", false, true),
  /** {@code FollowRepository}, {@code UserRepository}. */
  REPOSITORY("Repository", "its repository", true, true),
  /** {@code FollowAsyncRepository}: only with {@code -Asingletable.async=true}. */
  ASYNC_REPOSITORY("AsyncRepository", "its async repository", true, true),
  /** {@code SocialTable}, of a table. */
  TABLE("Table", "its table class", false, false),
  /** {@code SocialAsyncTable}, of a table: only with {@code -Asingletable.async=true}. */
  ASYNC_TABLE("AsyncTable", "its async table class", false, false),
  /** {@code SocialTableProvider}, of a table: how integrations find it ({@code ServiceLoader}). */
  TABLE_PROVIDER("TableProvider", "its table provider", false, false);

  private final String suffix;
  private final String description;
  private final boolean ofEdges;
  private final boolean ofNodes;

  GeneratedKind(String suffix, String description, boolean ofEdges, boolean ofNodes) {
    this.suffix = suffix;
    this.description = description;
    this.ofEdges = ofEdges;
    this.ofNodes = ofNodes;
  }

  /** The kinds an edge ({@code node} false) or a node may generate, whether or not a build does. */
  public static List<GeneratedKind> ofRecord(boolean node) {
    return Arrays.stream(values()).filter(kind -> node ? kind.ofNodes : kind.ofEdges).toList();
  }

  /** The kinds a table generates. */
  public static List<GeneratedKind> ofTable() {
    return Arrays.stream(values()).filter(kind -> !kind.ofEdges && !kind.ofNodes).toList();
  }

  /** The simple name of this kind of type for the record or table {@code owner}: {@code FollowKeys}. */
  public String simpleName(String owner) {
    return owner + suffix;
  }

  /** This kind of type for the record or table {@code owner}, in {@code packageName}. */
  public ClassName of(String packageName, String owner) {
    return ClassName.get(packageName, simpleName(owner));
  }

  /** What the type is to its owner, for messages: "its keys", "its table class". */
  public String description() {
    return description;
  }
}
