package dev.singletable.processor.validate;

import dev.singletable.processor.read.EdgeDeclaration;
import dev.singletable.processor.read.ItemTypeDeclaration;
import dev.singletable.processor.read.NodeDeclaration;
import java.util.List;

/** The rules one item type must pass on its own, by its kind. */
public final class ItemRules {

  private ItemRules() {}

  public static List<Finding> check(ItemTypeDeclaration item) {
    if (item instanceof NodeDeclaration node) {
      return NodeRules.check(node);
    }
    return EdgeRules.check((EdgeDeclaration) item);
  }
}
