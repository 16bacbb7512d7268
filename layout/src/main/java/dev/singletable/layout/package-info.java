/**
 * The key layout of a single table, shared by the annotation processor and the runtime so that it
 * exists once. Generated code reads its constants too; it is not an API for users.
 */
package dev.singletable.layout;
