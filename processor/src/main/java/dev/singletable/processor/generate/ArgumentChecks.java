package dev.singletable.processor.generate;

import com.squareup.javapoet.ClassName;
import com.squareup.javapoet.CodeBlock;
import dev.singletable.processor.model.ItemTypeModel;

/**
 * The first statements of generated public methods: one call to the runtime's {@code Arguments} per
 * argument that may be null, naming the method and the parameter. Ids need none: their key encoder
 * refuses null.
 */
final class ArgumentChecks {

  private ArgumentChecks() {}

  /** {@code "FollowRepository.create"}: how messages name a method. */
  static String method(ClassName owner, String name) {
    return owner.simpleName() + "." + name;
  }

  /** {@code "new FollowRepository"}: how messages name a constructor. */
  static String constructor(ClassName owner) {
    return "new " + owner.simpleName();
  }

  // Arguments.requireItem(follow, "FollowRepository.create", "follow", "Follow")
  static CodeBlock item(ItemTypeModel edge, String method, String parameter) {
    return record("requireItem", edge, method, parameter);
  }

  // Arguments.requireKey(follow, "FollowRepository.get", "follow", "Follow")
  static CodeBlock key(ItemTypeModel edge, String method, String parameter) {
    return record("requireKey", edge, method, parameter);
  }

  // Arguments.requireStoredItem(item, "FollowMapper.fromItem", "item", "Follow")
  static CodeBlock storedItem(ItemTypeModel edge, String method, String parameter) {
    return record("requireStoredItem", edge, method, parameter);
  }

  // Arguments.requireConsistency(consistency, "FollowRepository.get", "consistency")
  static CodeBlock consistency(String method, String parameter) {
    return option("requireConsistency", method, parameter);
  }

  // Arguments.requireOptions(options, "FollowRepository.followsOfFollower", "options")
  static CodeBlock options(String method, String parameter) {
    return option("requireOptions", method, parameter);
  }

  // Arguments.requireTableName(tableName, "new SocialTable", "tableName")
  static CodeBlock tableName(String method, String parameter) {
    return option("requireTableName", method, parameter);
  }

  private static CodeBlock record(String check, ItemTypeModel edge, String method, String parameter) {
    return CodeBlock.of("$T.$L($N, $S, $S, $S)", RuntimeTypes.ARGUMENTS, check, parameter, method, parameter,
        edge.record().simpleName());
  }

  private static CodeBlock option(String check, String method, String parameter) {
    return CodeBlock.of("$T.$L($N, $S, $S)", RuntimeTypes.ARGUMENTS, check, parameter, method, parameter);
  }
}
