package dev.singletable.processor.model;

import com.squareup.javapoet.ClassName;

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
}
