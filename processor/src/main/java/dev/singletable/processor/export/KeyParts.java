package dev.singletable.processor.export;

import dev.singletable.layout.Layout;
import dev.singletable.processor.export.ModelDescriptor.Constant;
import dev.singletable.processor.export.ModelDescriptor.Key;
import dev.singletable.processor.export.ModelDescriptor.Part;
import dev.singletable.processor.export.ModelDescriptor.Shard;
import dev.singletable.processor.export.ModelDescriptor.Value;
import dev.singletable.processor.model.ComponentModel;
import dev.singletable.processor.model.IndexKeyModel;
import dev.singletable.processor.model.IndexModel;
import dev.singletable.processor.model.ItemTypeModel;
import dev.singletable.processor.model.KeyLayout.KeyField;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/** The key attributes an item type writes, as the mapper writes them, each split into its parts. */
final class KeyParts {

  private KeyParts() {}

  /**
   * The keys of its {@code KeyLayout} (PK, SK, an inverted index's two), a node's fixed SK after its
   * PK, then the keys of each {@code @Index} it declares (a local index's sort key alone).
   */
  static List<Key> of(ItemTypeModel item) {
    List<Key> keys = new ArrayList<>();
    for (KeyField field : item.keys().fields()) {
      keys.add(new Key(field.attribute(), field.slot().index(), parts(field)));
      if (field.attribute().equals(Layout.PK)) {
        item.keys().sortKey().ifPresent(sk -> keys.add(new Key(Layout.SK, Optional.empty(), List.of(new Constant(sk)))));
      }
    }
    for (IndexModel index : item.indexes()) {
      for (IndexKeyModel key : index.writtenKeys()) {
        keys.add(new Key(key.attribute(), Optional.of(index.name()), parts(key)));
      }
    }
    return List.copyOf(keys);
  }

  // at#{followedAt}#ACTOR#{follower}, TARGET#{followee}#{shard 0-3}, EVENT#{status}#{at}
  private static List<Part> parts(KeyField field) {
    List<Part> parts = new ArrayList<>();
    if (field.lead() != null) {
      parts.add(new Constant(field.lead().prefix()));
      field.lead().components().forEach(component -> parts.add(new Value(component)));
    }
    parts.add(new Constant(field.prefix()));
    field.ids().forEach(id -> parts.add(new Value(id)));
    if (field.sharded()) {
      parts.add(new Shard(field.shards()));
    }
    return List.copyOf(parts);
  }

  // o#{placedAt}#{order}
  private static List<Part> parts(IndexKeyModel key) {
    List<Part> parts = new ArrayList<>(List.of(new Constant(key.prefix())));
    key.components().stream().map(ComponentModel::name).forEach(name -> parts.add(new Value(name)));
    return List.copyOf(parts);
  }
}
