package dev.singletable.processor.model;

import com.squareup.javapoet.ClassName;
import java.util.List;

/**
 * One kind of item a table stores: an edge, or a node (fixed sort key, counters fed by its edges).
 * The table model and the table class see both through this type and their {@link KeyLayout}s.
 */
public sealed interface ItemTypeModel permits EdgeModel, NodeModel {

  /** The user's record. */
  ClassName record();

  /** The value of the {@code _type} attribute. */
  String entity();

  /** Which key attribute receives which key. */
  KeyLayout keys();

  /** Every component in declaration order. */
  List<ComponentModel> components();

  /** The ids in key order, each with its key prefix: an edge's source and target, a node's id. */
  List<KeyModel> ids();

  /** Its {@code @Index}es, in source order. */
  List<IndexModel> indexes();

  /** The components stored as plain attributes: never an id, a counter or the version. */
  default List<ComponentModel> attributes() {
    return components().stream().filter(c -> c.role() == Role.ATTRIBUTE).toList();
  }

  /**
   * What a typed update may change: the {@link #attributes()} that no index key is made of, since an
   * update would leave that key as it was.
   */
  default List<ComponentModel> updatable() {
    return attributes().stream().filter(a -> indexes().stream().noneMatch(i -> i.components().contains(a))).toList();
  }

  /** The attributes that index keys are made of: a put changes them, never a typed update. */
  default List<ComponentModel> indexed() {
    return attributes().stream().filter(a -> !updatable().contains(a)).toList();
  }

  /** The components stored as attributes of their own: all but the ids (a node's counters and version too). */
  default List<ComponentModel> stored() {
    return components().stream().filter(c -> !c.role().isId()).toList();
  }

  /** How many attributes an item holds at most: its keys, its indexes' keys, {@code _type} and every stored component. */
  default int maxAttributes() {
    return keys().fields().size() + (keys().sortKey().isPresent() ? 1 : 0)
        + indexes().stream().mapToInt(index -> index.writtenKeys().size()).sum() + 1 + stored().size();
  }

  /** The record's package, where its generated classes go. */
  default String packageName() {
    return record().packageName();
  }

  /** {@code FollowKeys}, {@code UserKeys}. */
  default ClassName keysClass() {
    return GeneratedKind.KEYS.of(packageName(), entity());
  }

  /** {@code FollowMapper}, {@code UserMapper}. */
  default ClassName mapperClass() {
    return GeneratedKind.MAPPER.of(packageName(), entity());
  }

  /** {@code FollowCondition}, {@code UserCondition}: generated only when there are {@link #stored()} components. */
  default ClassName conditionClass() {
    return GeneratedKind.CONDITION.of(packageName(), entity());
  }

  /** {@code FollowUpdate}, {@code UserUpdate}: generated only when there are {@link #updatable()} attributes. */
  default ClassName updateClass() {
    return GeneratedKind.UPDATE.of(packageName(), entity());
  }

  /** {@code FollowRepository}, {@code UserRepository}. */
  default ClassName repositoryClass() {
    return GeneratedKind.REPOSITORY.of(packageName(), entity());
  }

  /** {@code FollowAsyncRepository}, {@code UserAsyncRepository}. */
  default ClassName asyncRepositoryClass() {
    return GeneratedKind.ASYNC_REPOSITORY.of(packageName(), entity());
  }

  /** The lower-camel plural of the record's name, e.g. {@code follows}. */
  String plural();

  /** The table class's method that returns the repository, e.g. {@code follows} or a chosen {@code people}. */
  String accessor();
}
