package dev.singletable.processor.generate;

import com.squareup.javapoet.NameAllocator;
import dev.singletable.processor.model.EdgeModel;
import dev.singletable.processor.model.ItemTypeModel;
import dev.singletable.processor.model.KeyModel;
import dev.singletable.processor.model.Names;
import dev.singletable.processor.model.NodeModel;
import java.util.List;

/**
 * The parameter names of a repository's methods, allocated so that none clashes with another: each id
 * is tagged with its {@link KeyModel}, the others with their own name ({@code "options"},
 * {@code "consistency"}, {@code "version"}), so that a record whose id is {@code options} gets
 * {@code options_} for its options.
 */
final class RepositoryNames {

  private RepositoryNames() {}

  /** An edge repository's: the constructors' parameters, which the ids avoid, then the ids, then the others. */
  static NameAllocator of(EdgeModel edge) {
    NameAllocator names = new NameAllocator();
    names.newName("client", "client");
    names.newName("tableName", "tableName");
    names.newName("settings", "settings");
    names.newName(edge.source().component().name(), edge.source());
    edge.targets().forEach(target -> names.newName(target.component().name(), target));
    names.newName(Names.decapitalize(edge.entity()), "value");
    names.newName("options", "options");
    names.newName("consistency", "consistency");
    names.newName("update", "update");
    names.newName("condition", "condition");
    return names;
  }

  /** A node repository's: the id, then the others. */
  static NameAllocator of(NodeModel node) {
    NameAllocator names = new NameAllocator();
    names.newName(node.id().component().name(), node.id());
    names.newName("consistency", "consistency");
    names.newName("version", "version");
    names.newName("options", "options");
    names.newName("update", "update");
    names.newName("condition", "condition");
    return names;
  }

  /** The ids' parameters, in key order. */
  static List<String> ids(ItemTypeModel item, NameAllocator names) {
    return item.ids().stream().map(names::get).toList();
  }
}
