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
  String entityName();

  /** Which key attribute receives which key. */
  KeyLayout keys();

  /** Every component in declaration order. */
  List<ComponentModel> components();

  /**
   * The components stored as plain attributes: what a typed update may change; never an id, a
   * counter or the version.
   */
  List<ComponentModel> attributes();

  /** {@code FollowUpdate}, {@code UserUpdate}: generated only when there are {@link #attributes()}. */
  default ClassName updateClass() {
    return GeneratedKind.UPDATE.of(record().packageName(), entityName());
  }

  /** {@code FollowKeys}, {@code UserKeys}. */
  ClassName keysClass();

  /** {@code FollowMapper}, {@code UserMapper}. */
  ClassName mapperClass();

  /** {@code FollowRepository}, {@code UserRepository}. */
  ClassName repositoryClass();

  /** {@code FollowAsyncRepository}, {@code UserAsyncRepository}. */
  ClassName asyncRepositoryClass();

  /** The lower-camel plural of the record's name, e.g. {@code follows}. */
  String plural();

  /** The table class's method that returns the repository, e.g. {@code follows} or a chosen {@code people}. */
  String accessor();
}
